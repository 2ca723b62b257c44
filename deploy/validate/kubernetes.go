package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	"sigs.k8s.io/yaml"
)

// Workloads that serve HTTP health routes: name → port of /healthz and /readyz.
var healthPorts = map[string]int32{"api": 3000, "projector": 3001}

// Environment variables that must come from a Secret, never from a literal value in a manifest.
var secretNames = []string{"PASSWORD", "DATABASE_URL", "SECRET", "TOKEN"}

func validateKubernetes(dir string) ([]string, error) {
	scheme := runtime.NewScheme()
	for _, add := range []func(*runtime.Scheme) error{corev1.AddToScheme, appsv1.AddToScheme, policyv1.AddToScheme, autoscalingv2.AddToScheme} {
		if err := add(scheme); err != nil {
			return nil, err
		}
	}
	// Strict: unknown or duplicate fields are errors (what kubeconform -strict checks with its schemas).
	decoder := serializer.NewCodecFactory(scheme, serializer.EnableStrict).UniversalDeserializer()

	var files []string
	err := filepath.WalkDir(dir, func(path string, entry os.DirEntry, err error) error {
		if err == nil && !entry.IsDir() && strings.HasSuffix(path, ".yaml") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	sort.Strings(files)

	var problems []string
	resources := 0
	for _, file := range files {
		if filepath.Base(file) == "kustomization.yaml" {
			problems = append(problems, checkKustomization(file, dir)...)
			continue
		}
		content, err := os.ReadFile(file)
		if err != nil {
			return nil, err
		}
		reader := utilyaml.NewYAMLReader(bufioReader(content))
		for index := 0; ; index++ {
			doc, err := reader.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", file, err)
			}
			if len(bytes.TrimSpace(stripComments(doc))) == 0 {
				continue
			}
			object, kind, err := decoder.Decode(doc, nil, nil)
			where := fmt.Sprintf("%s#%d", file, index)
			if err != nil {
				problems = append(problems, fmt.Sprintf("%s: %v", where, err))
				continue
			}
			resources++
			where = fmt.Sprintf("%s (%s)", where, kind.Kind)
			problems = append(problems, checkObject(where, object)...)
		}
	}
	fmt.Printf("kubernetes: %d resources in %d files decoded strictly (k8s.io/api %s)\n", resources, len(files), "v0.33")
	return problems, nil
}

func checkObject(where string, object runtime.Object) []string {
	switch o := object.(type) {
	case *appsv1.Deployment:
		name := o.Name
		problems := checkPodTemplate(where, name, o.Spec.Selector.MatchLabels, &o.Spec.Template)
		if _, serves := healthPorts[name]; serves && (o.Spec.Replicas == nil || *o.Spec.Replicas < 2) {
			problems = append(problems, fmt.Sprintf("%s: %s needs at least 2 replicas", where, name))
		}
		return problems
	case *appsv1.StatefulSet:
		return checkPodTemplate(where, o.Name, o.Spec.Selector.MatchLabels, &o.Spec.Template)
	case *corev1.Service:
		if len(o.Spec.Selector) == 0 {
			return []string{fmt.Sprintf("%s: service %s selects no pods", where, o.Name)}
		}
	case *policyv1.PodDisruptionBudget:
		if o.Spec.Selector == nil || len(o.Spec.Selector.MatchLabels) == 0 {
			return []string{fmt.Sprintf("%s: disruption budget %s selects no pods", where, o.Name)}
		}
	}
	return nil
}

func checkPodTemplate(where, name string, selector map[string]string, template *corev1.PodTemplateSpec) []string {
	var problems []string
	if !labels.SelectorFromSet(selector).Matches(labels.Set(template.Labels)) {
		problems = append(problems, fmt.Sprintf("%s: selector does not match the pod template labels", where))
	}
	for _, container := range template.Spec.Containers {
		at := fmt.Sprintf("%s container %s", where, container.Name)
		requests := container.Resources.Requests
		if requests.Cpu().IsZero() || requests.Memory().IsZero() {
			problems = append(problems, at+": cpu and memory requests are required")
		}
		if container.ReadinessProbe == nil || container.LivenessProbe == nil {
			problems = append(problems, at+": readiness and liveness probes are required")
		}
		for _, variable := range container.Env {
			if looksSecret(variable.Name) && variable.ValueFrom == nil {
				problems = append(problems, fmt.Sprintf("%s: %s must come from a Secret", at, variable.Name))
			}
		}
		if port, serves := healthPorts[name]; serves {
			problems = append(problems, checkHealthProbes(at, port, container)...)
		}
	}
	return problems
}

func checkHealthProbes(at string, port int32, container corev1.Container) []string {
	var problems []string
	expect := map[string]*corev1.Probe{"/readyz": container.ReadinessProbe, "/healthz": container.LivenessProbe}
	for path, probe := range expect {
		if probe == nil || probe.HTTPGet == nil || probe.HTTPGet.Path != path {
			problems = append(problems, fmt.Sprintf("%s: probe must be GET %s", at, path))
			continue
		}
		if resolvePort(container, probe.HTTPGet.Port.String()) != port {
			problems = append(problems, fmt.Sprintf("%s: %s probe must target port %d", at, path, port))
		}
	}
	return problems
}

func resolvePort(container corev1.Container, port string) int32 {
	for _, declared := range container.Ports {
		if declared.Name == port || fmt.Sprint(declared.ContainerPort) == port {
			return declared.ContainerPort
		}
	}
	return -1
}

func looksSecret(name string) bool {
	for _, marker := range secretNames {
		if strings.Contains(name, marker) {
			return true
		}
	}
	return false
}

// Every manifest next to kustomization.yaml (except the Secret template) is listed, and every listed file exists.
func checkKustomization(file, dir string) []string {
	content, err := os.ReadFile(file)
	if err != nil {
		return []string{err.Error()}
	}
	var kustomization struct {
		APIVersion string   `json:"apiVersion"`
		Kind       string   `json:"kind"`
		Namespace  string   `json:"namespace"`
		Resources  []string `json:"resources"`
	}
	if err := yaml.UnmarshalStrict(content, &kustomization); err != nil {
		return []string{fmt.Sprintf("%s: %v", file, err)}
	}
	var problems []string
	listed := map[string]bool{}
	for _, resource := range kustomization.Resources {
		listed[resource] = true
		if _, err := os.Stat(filepath.Join(filepath.Dir(file), resource)); err != nil {
			problems = append(problems, fmt.Sprintf("%s: resource %s does not exist", file, resource))
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(file))
	for _, entry := range entries {
		name := entry.Name()
		if entry.IsDir() || !strings.HasSuffix(name, ".yaml") || name == "kustomization.yaml" || strings.Contains(name, ".example.") {
			continue
		}
		if !listed[name] {
			problems = append(problems, fmt.Sprintf("%s: %s is not listed in resources", file, name))
		}
	}
	return problems
}

func stripComments(doc []byte) []byte {
	var kept [][]byte
	for _, line := range bytes.Split(doc, []byte("\n")) {
		if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("#")) {
			kept = append(kept, line)
		}
	}
	return bytes.Join(kept, []byte("\n"))
}
