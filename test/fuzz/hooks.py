"""
Schemathesis hooks (SCHEMATHESIS_HOOKS=hooks, with this folder on PYTHONPATH): values for the GraphQL `JSON`
scalar, and the GraphQL server-error check this API needs.

Schemathesis' own GraphQL check counts every resolver error as a server error; this API answers a refused
command (validation 400, role 403, conflict 409, blocked month 423) as a GraphQL error with the HTTP status in
`extensions.http.status` and a code. A server error here is what the spec forbids: a status >= 500, or an error
coded INTERNAL_SERVER_ERROR / INTERNAL_ERROR (an exception nobody mapped).

It also makes `ast.parse` one-at-a-time: CPython 3.11 keeps the AST converter's recursion counter per
interpreter (gh-106905), and Hypothesis describes every `.filter(lambda ...)` by parsing the lambda's module, so
two schemathesis workers parsing at once can die with "AST constructor recursion depth mismatch", a runtime
error of the tool that fails the run (it did, on GET /api/backoffice/portfolio).
"""

import ast
import threading

import graphql
import schemathesis
from hypothesis import strategies as st

_ast_parse = ast.parse
_ast_lock = threading.Lock()


def _serialised_ast_parse(*args, **kwargs):
    with _ast_lock:
        return _ast_parse(*args, **kwargs)


ast.parse = _serialised_ast_parse

ANSWER_COMMANDS = [
    "AnswerInitialQuestion", "ChooseItems", "ChooseFuels", "ChoosePath", "AddRow", "UpdateRow", "DuplicateRow",
    "DeleteRows", "DeleteAllRows", "ResetSection", "AnswerGreenEnergy", "DefineCustomFactor",
]


def node_of(value) -> graphql.ValueNode:
    """A GraphQL literal for a JSON value."""
    if value is None:
        return graphql.NullValueNode()
    if isinstance(value, bool):
        return graphql.BooleanValueNode(value=value)
    if isinstance(value, int):
        return graphql.IntValueNode(value=str(value))
    if isinstance(value, float):
        return graphql.FloatValueNode(value=repr(value))
    if isinstance(value, str):
        return graphql.StringValueNode(value=value)
    if isinstance(value, list):
        return graphql.ListValueNode(values=tuple(node_of(v) for v in value))
    return graphql.ObjectValueNode(
        fields=tuple(
            graphql.ObjectFieldNode(name=graphql.NameNode(value=k), value=node_of(v)) for k, v in value.items()
        )
    )


keys = st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,12}", fullmatch=True)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=40),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=12,
)
# Shaped like the answer commands (some fields right, others anything) so fuzzing reaches the domain's checks.
commands = st.fixed_dictionaries(
    {"type": st.sampled_from(ANSWER_COMMANDS)},
    optional={
        "rowId": st.text(max_size=40),
        "table": st.sampled_from(["vehicle-fuel", "stationary-fuel", "electricity", "x"]),
        "period": st.from_regex(r"20[0-9]{2}-(0[1-9]|1[0-2])", fullmatch=True) | st.text(max_size=10),
        "values": st.dictionaries(keys, json_values, max_size=4),
        "answer": st.sampled_from(["yes", "no", "maybe"]),
        "items": st.lists(st.text(max_size=20), max_size=4),
        "rowIds": st.lists(st.text(max_size=40), max_size=4),
    },
)
schemathesis.graphql.scalar("JSON", st.one_of(commands, json_values).map(node_of))


@schemathesis.check
def graphql_not_a_server_error(ctx, response, case):
    if not case.operation.schema.__class__.__name__.startswith("GraphQL"):
        return None
    if response.status_code >= 500:
        raise AssertionError(f"GraphQL answered {response.status_code}")
    try:
        payload = response.json()
    except ValueError:
        raise AssertionError(f"GraphQL answered non-JSON with {response.status_code}")
    for error in (payload or {}).get("errors") or []:
        extensions = error.get("extensions") or {}
        status = (extensions.get("http") or {}).get("status") or 0
        if extensions.get("code") in ("INTERNAL_SERVER_ERROR", "INTERNAL_ERROR") or status >= 500:
            raise AssertionError(f"GraphQL server error: {error.get('message')} ({extensions.get('code')})")
    return None
