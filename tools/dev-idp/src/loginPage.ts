function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface LoginPageProps {
  action: string;
  email?: string;
  error?: string;
}

/** The dev IdP's own login page (no script, so no CSP or third party is involved). */
export function loginPage({ action, email = '', error }: LoginPageProps): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Clavis partner login (development)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:grid;place-items:center;min-height:100vh;color:#1b1f24}
main{background:#fff;padding:2rem;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);width:min(22rem,90vw)}
h1{font-size:1.4rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;color:#555}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.55rem;border:1px solid #999;border-radius:4px;font:inherit}
button{margin-top:1.25rem;width:100%;padding:.65rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;font:inherit;font-weight:600;cursor:pointer}
[role=alert]{background:#fdecea;color:#8a1c14;border:1px solid #e0a39e;padding:.6rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>Clavis partner login</h1>
<p>Development identity provider</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" required>
<button type="submit">Log in</button>
</form>
</main>
</body>
</html>`;
}
