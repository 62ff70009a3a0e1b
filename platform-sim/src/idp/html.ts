const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes a value for HTML text and attribute context. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export interface LoginPageInput {
  /** Where the form posts. */
  action: string;
  email?: string;
  error?: string;
  clientName?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);width:320px}
h1{font-size:1.4em;margin:0 0 16px}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:8px;font-size:1em}
button{margin-top:20px;width:100%;padding:10px;font-size:1em;background:#1677ff;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#b00020;background:#fdecea;padding:8px;border-radius:4px}.hint{color:#666;font-size:.85em}`;

/** The sign-in page: plain HTML, no external assets. */
export function renderLoginPage({ action, email = '', error, clientName = 'Beacon Console' }: LoginPageInput): string {
  const errorBlock = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in – ${escapeHtml(clientName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Sign in to ${escapeHtml(clientName)}</h1>
${errorBlock}
<form method="post" action="${escapeHtml(action)}" autocomplete="on">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(email)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<p class="hint">platform-sim: demo accounts use the password “demo”.</p>
</main>
</body>
</html>`;
}
