"""
Schemathesis against a running GHG Ledger, signed in as each role: the REST API from its OpenAPI document and the
GraphQL API from its schema. Fails on any response >= 500, any answer that breaks the document's response
schema, or fewer generated requests than asked for. Reports (JUnit XML, NDJSON) go to the report directory.

  python test/fuzz/run_schemathesis.py --base http://127.0.0.1:3206 --graphql-schema .tmp/schema.graphql
"""

import argparse
import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import requests

from sign_in import sign_in

# The demo company's people, one per role (apps/api/src/seed/demo-accounts.ts). The administrator goes last:
# what it may do to the others (remove them, change their roles) cannot end their runs.
ROLES = [
    ("member", "member@demo.ghg-ledger.local"),
    ("auditor", "auditor@demo.ghg-ledger.local"),
    ("provider-staff", "staff@provider.ghg-ledger.local"),
    ("provider-supervisor", "supervisor@provider.ghg-ledger.local"),
    ("administrator", "admin@demo.ghg-ledger.local"),
]
# The back-office acts on the freemium demo company (apps/api/src/seed/freemium-demo.ts), never on the
# company whose people are fuzzing: blocking it would answer 403 to everything after.
BACKOFFICE_TARGET = "6f1d2c3e-0000-4000-8000-00000000f3e0"
# Generated requests only (no stateful phase): links it infers (GET /api/users → DELETE /api/users/{userId})
# would remove the people whose runs come next.
PHASES = "examples,coverage,fuzzing"
# Not fuzzed: logging out ends the very session the run uses; the embedded provider's login form is HTML
# (sign-in has its own suites and rate limit).
EXCLUDED = ["--exclude-path", "/api/auth/logout", "--exclude-path-regex", "^/oidc/"]
CHECKS = "not_a_server_error,response_schema_conformance"


def document_for(base: str, cookie: str, public_too: bool) -> dict:
    """The served document, with the organization and section ids of this session, so generated requests reach
    the handlers' own checks instead of stopping at 404 (negative cases still send any other value)."""
    headers = {"cookie": cookie}
    document = requests.get(f"{base}/api/openapi.json", timeout=30).json()
    organization = requests.get(f"{base}/api/users/me", headers=headers, timeout=30).json()["organizationId"]
    questions = requests.get(f"{base}/api/questions", headers=headers, timeout=30).json()
    known = {
        "organizationId": [organization],
        "questionId": [section["key"] for section in questions["sections"]],
    }
    for path, item in list(document["paths"].items()):
        for method, operation in list(item.items()):
            if not public_too and not any("session" in s for s in operation.get("security", [])):
                del item[method]  # public routes answer everyone alike: fuzzed once, in the first role's run
                continue
            for parameter in operation.get("parameters", []):
                if parameter["in"] == "path" and parameter["name"] in known:
                    values = [BACKOFFICE_TARGET] if path.startswith("/api/backoffice/") else known[parameter["name"]]
                    parameter["schema"] = {"type": "string", "enum": values}
        if not item:
            del document["paths"][path]
    return document


def counted(report_dir: Path) -> tuple[int, list[str]]:
    """Requests sent and the 5xx answers among them, from the NDJSON report."""
    requests_sent, server_errors = 0, []
    for report in report_dir.glob("*.ndjson"):
        for line in report.read_text().splitlines():
            event = json.loads(line)
            finished = event.get("ScenarioFinished")
            if not finished:
                continue
            for interaction in (finished["recorder"].get("interactions") or {}).values():
                requests_sent += 1
                response = interaction.get("response") or {}
                if response.get("status_code", 0) >= 500:
                    server_errors.append(f'{interaction["request"]["method"]} {interaction["request"]["uri"]}')
    return requests_sent, server_errors


def run(label: str, location: str, url: str, cookie: str, out: Path, args, extra: list[str]) -> tuple[int, int, list[str]]:
    report_dir = out / label
    report_dir.mkdir(parents=True, exist_ok=True)
    command = [
        args.schemathesis, "run", location, "--url", url,
        "-H", f"Cookie: {cookie}", "-H", "x-ghg-csrf: 1",
        "--seed", str(args.seed), "--workers", args.workers, "--phases", PHASES,
        "--max-redirects", "0", "--request-timeout", "30", "--no-shrink",
        "--report", "junit,ndjson", "--report-dir", str(report_dir),
        *extra,
    ]
    started = time.monotonic()
    # hooks.py beside this file: the JSON scalar's values and the GraphQL server-error check.
    here = str(Path(__file__).resolve().parent)
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "hooks", "PYTHONPATH": here + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with open(report_dir / "output.txt", "w") as log:
        code = subprocess.call(command, stdout=log, stderr=subprocess.STDOUT, env=env)
    sent, errors = counted(report_dir)
    print(f"{label}: {sent} requests, {len(errors)} responses >= 500, exit {code}, "
          f"{time.monotonic() - started:.0f} s (log: {report_dir / 'output.txt'})", flush=True)
    return code, sent, errors


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--password", default=os.environ.get("DEMO_PASSWORD", "Demo-Ledger-2026!"))
    parser.add_argument("--graphql-schema", required=True, help="the SDL file (apps/api/src/graphql)")
    parser.add_argument("--out", default="test-results/schemathesis")
    # Sized for .ci/run's 45-minute budget: about 20,000 requests over the five roles (10 and 25 sent 33,600 in
    # 37 minutes on two shared cores); every operation still gets examples in every phase as every role.
    parser.add_argument("--max-examples", type=int, default=6, help="per REST operation and phase")
    parser.add_argument("--graphql-max-examples", type=int, default=15, help="per GraphQL root field")
    parser.add_argument("--workers", default="2")
    parser.add_argument("--parallel", type=int, default=int(os.environ.get("FUZZ_PARALLEL", "2")),
                        help="roles fuzzed side by side (the administrator always alone, last)")
    parser.add_argument("--seed", type=int, default=int(os.environ.get("FUZZ_SEED", "20261126")))
    parser.add_argument("--min-requests", type=int, default=10_000)
    parser.add_argument("--roles", default=",".join(role for role, _ in ROLES))
    parser.add_argument("--schemathesis", default="schemathesis")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    roles = [r for r in ROLES if r[0] in args.roles.split(",")]

    def runs_of(index: int, role: str, email: str) -> list[tuple[int, int, list[str], str]]:
        cookie = sign_in(args.base, email, args.password)
        document = out / f"{role}-openapi.json"
        document.write_text(json.dumps(document_for(args.base, cookie, public_too=index == 0)))
        results = []
        for label, location, url, extra in [
            (f"{role}-rest", str(document), args.base,
             ["-c", CHECKS, "--max-examples", str(args.max_examples), *EXCLUDED]),
            (f"{role}-graphql", args.graphql_schema, f"{args.base}/graphql",
             ["-c", "graphql_not_a_server_error", "--max-examples", str(args.graphql_max_examples)]),
        ]:
            results.append((*run(label, location, url, cookie, out, args, extra), label))
        return results

    # The roles before the administrator cannot touch one another's sessions (the back office acts on the
    # freemium company), so they run side by side, --parallel at a time: each run waits on the server about half
    # of its time. The administrator, who can remove people and change roles, runs alone, last.
    administrator = [(i, r) for i, r in enumerate(roles) if r[0] == "administrator"]
    others = [(i, r) for i, r in enumerate(roles) if r[0] != "administrator"]
    outcomes = []
    with ThreadPoolExecutor(max_workers=max(1, args.parallel)) as pool:
        for results in pool.map(lambda item: runs_of(item[0], *item[1]), others):
            outcomes += results
    for index, (role, email) in administrator:
        outcomes += runs_of(index, role, email)
    total, failed, server_errors = 0, [], []
    for code, sent, errors, label in outcomes:
        total += sent
        server_errors += errors
        if code != 0:
            failed.append(label)
    print(f"schemathesis: {total} requests over {len(roles)} roles; {len(server_errors)} responses >= 500; "
          f"failed runs: {', '.join(failed) or 'none'}")
    for error in sorted(set(server_errors))[:50]:
        print(f"  5xx: {error}")
    if total < args.min_requests:
        print(f"schemathesis: fewer than {args.min_requests} requests")
        return 1
    return 1 if failed or server_errors else 0


if __name__ == "__main__":
    sys.exit(main())
