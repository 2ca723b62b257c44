package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
)

func validateCompose(file, envFile string) ([]string, error) {
	options, err := cli.NewProjectOptions(
		[]string{file},
		cli.WithName("ghg-ledger"),
		cli.WithWorkingDirectory(filepath.Dir(file)),
		cli.WithEnvFiles(envFile),
		cli.WithDotEnv,
		cli.WithProfiles([]string{"eventstoredb"}),
		cli.WithConsistency(true),
	)
	if err != nil {
		return nil, err
	}
	// Schema validation, interpolation (required variables), merge keys and references all happen in here.
	project, err := options.LoadProject(context.Background())
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", file, err)}, nil
	}
	var problems []string
	for _, name := range []string{"postgres", "kafka", "eventstoredb", "api", "projector"} {
		if _, err := project.GetService(name); err != nil {
			problems = append(problems, fmt.Sprintf("%s: service %s is missing", file, name))
		}
	}
	for name, port := range healthPorts {
		service, err := project.GetService(name)
		if err != nil {
			continue
		}
		problems = append(problems, checkComposeService(file, service, port)...)
	}
	for _, service := range project.Services {
		if service.Deploy == nil || service.Deploy.Resources.Reservations == nil ||
			service.Deploy.Resources.Reservations.MemoryBytes == 0 {
			problems = append(problems, fmt.Sprintf("%s: %s needs resource reservations", file, service.Name))
		}
	}
	fmt.Printf("compose: %d services loaded by compose-go (schema, interpolation, references)\n", len(project.Services))
	return problems, nil
}

func checkComposeService(file string, service types.ServiceConfig, port int32) []string {
	var problems []string
	if service.Deploy == nil || service.Deploy.Replicas == nil || *service.Deploy.Replicas < 2 {
		problems = append(problems, fmt.Sprintf("%s: %s needs at least 2 replicas", file, service.Name))
	}
	probe := fmt.Sprintf("127.0.0.1:%d/readyz", port)
	if service.HealthCheck == nil || !strings.Contains(strings.Join(service.HealthCheck.Test, " "), probe) {
		problems = append(problems, fmt.Sprintf("%s: %s healthcheck must call %s", file, service.Name, probe))
	}
	if _, set := service.Environment["DATABASE_URL"]; !set {
		problems = append(problems, fmt.Sprintf("%s: %s has no DATABASE_URL", file, service.Name))
	}
	return problems
}
