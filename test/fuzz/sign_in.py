"""Signs in through the real sign-in (embedded provider) without a browser and returns the session cookie."""

import re
from html import unescape
from urllib.parse import urljoin

import requests


def sign_in(base: str, email: str, password: str) -> str:
    """GET /api/auth/login, post the provider's form, follow the redirects; answer 'ghg_session=…'."""
    jar = requests.Session()
    form_page = jar.get(f"{base}/api/auth/login?returnTo=%2F", timeout=30)
    action = re.search(r'<form[^>]*action="([^"]+)"', form_page.text)
    if not action:
        raise RuntimeError(f"no login form at {form_page.url} ({form_page.status_code})")
    done = jar.post(
        urljoin(form_page.url, unescape(action.group(1))),
        data={"email": email, "password": password},
        timeout=30,
    )
    session = jar.cookies.get("ghg_session")
    if not session:
        raise RuntimeError(f"{email} could not sign in: {done.status_code} at {done.url}")
    return f"ghg_session={session}"
