// Owns the login gateway's addresses: where a full sign-in, a re-login popup and a logout go.

export const LOGIN_GATEWAY_PATH = '/app/login-gateway/';
export const LOGOUT_PAGE_PATH = `${LOGIN_GATEWAY_PATH}logout.html`;
export const LOGIN_STATE_QUERY_PARAMETER = 'state';

/** Full sign-in: the gateway reads the login state stored under `stateKey`. */
export function loginGatewayUrl(stateKey: string): string {
  return `${LOGIN_GATEWAY_PATH}?${new URLSearchParams({[LOGIN_STATE_QUERY_PARAMETER]: stateKey}).toString()}`;
}

/** Re-login in a popup; `login` prefills the login field and may be empty. */
export function reauthPopupUrl(login: string): string {
  return `${LOGIN_GATEWAY_PATH}?${new URLSearchParams({reauth: 'on', login}).toString()}`;
}
