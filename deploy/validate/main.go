// Offline validation of deploy/ (run by .ci/deploy-check.sh):
//
//	go run . k8s ../k8s          every manifest decoded strictly into the Kubernetes API types (k8s.io/api),
//	                             plus the deployment rules of docs/operations.md
//	go run . compose ../compose.yaml ../compose.env.example
//	                             the compose file loaded by compose-go (schema, interpolation, references), the
//	                             same loader Docker Compose v2 uses, plus the same rules
//
// Why not kubeconform alone: it fetches its JSON schemas from the network at run time, which this machine and
// CI cannot reach; strict decoding into the API's own Go types needs nothing but Go modules.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 3 {
		fmt.Fprintln(os.Stderr, "usage: validate k8s <dir> | validate compose <compose.yaml> <env-file>")
		os.Exit(2)
	}
	var problems []string
	var err error
	switch os.Args[1] {
	case "k8s":
		problems, err = validateKubernetes(os.Args[2])
	case "compose":
		if len(os.Args) < 4 {
			fmt.Fprintln(os.Stderr, "usage: validate compose <compose.yaml> <env-file>")
			os.Exit(2)
		}
		problems, err = validateCompose(os.Args[2], os.Args[3])
	default:
		fmt.Fprintf(os.Stderr, "unknown mode %q\n", os.Args[1])
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(1)
	}
	for _, problem := range problems {
		fmt.Fprintln(os.Stderr, "invalid:", problem)
	}
	if len(problems) > 0 {
		os.Exit(1)
	}
}
