// Security schemes and requirements, and where a call puts its credentials: one rule that the
// samples, the console, Postman and the pages' "Authentication" sections share.
import type {OperationModel, SecurityRequirementModel, SecuritySchemeModel} from './types';

type RawFlow = {authorizationUrl?: string; tokenUrl?: string; refreshUrl?: string; deviceAuthorizationUrl?: string; scopes?: Record<string, string>};
export type RawSecurityScheme = {
  type?: string;
  description?: string;
  name?: string;
  in?: string;
  scheme?: string;
  bearerFormat?: string;
  flows?: Record<string, RawFlow>;
  openIdConnectUrl?: string;
  deprecated?: boolean;
};

const FLOW_KINDS = ['authorizationCode', 'clientCredentials', 'deviceAuthorization', 'password', 'implicit'] as const;
const SCHEME_TYPES = ['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS'] as const;

export function buildSecurityScheme(key: string, raw: RawSecurityScheme): SecuritySchemeModel {
  const type = (SCHEME_TYPES as readonly string[]).includes(raw.type ?? '') ? (raw.type as SecuritySchemeModel['type']) : 'http';
  return {
    key,
    type,
    description: raw.description,
    in: raw.in === 'header' || raw.in === 'query' || raw.in === 'cookie' ? raw.in : undefined,
    parameterName: raw.name,
    scheme: raw.scheme?.toLowerCase(),
    bearerFormat: raw.bearerFormat,
    flows: FLOW_KINDS.filter((kind) => raw.flows?.[kind]).map((kind) => {
      const flow = raw.flows![kind];
      return {kind, authorizationUrl: flow.authorizationUrl, tokenUrl: flow.tokenUrl, refreshUrl: flow.refreshUrl, deviceAuthorizationUrl: flow.deviceAuthorizationUrl, scopes: flow.scopes ?? {}};
    }),
    openIdConnectUrl: raw.openIdConnectUrl,
    deprecated: raw.deprecated === true,
  };
}

/** `security` as written (a list of alternatives, each a map of scheme to scopes), as the model keeps it. */
export function buildRequirements(raw: Record<string, string[]>[] | undefined): SecurityRequirementModel[] {
  return (raw ?? []).map((requirement) => Object.entries(requirement ?? {}).map(([scheme, scopes]) => ({scheme, scopes: Array.isArray(scopes) ? scopes : []})));
}

/** Where one credential goes in a request, with the environment variable samples read it from. */
export type CredentialPlacement = {
  scheme: SecuritySchemeModel;
  in: 'header' | 'query' | 'cookie' | 'none';
  /** Header, query parameter or cookie name. */
  name: string;
  /** What comes before the secret in the value: `Bearer `, `Basic ` or nothing. */
  prefix: string;
  /** The environment variable samples read the secret from, e.g. `API_TOKEN`. */
  variable: string;
};

/** The variable of a bearer token, whatever issues it (an API token, OAuth 2, OpenID Connect). */
export const TOKEN_VARIABLE = 'API_TOKEN';
/** Base64 of `user:password`, for HTTP basic authentication. */
export const BASIC_CREDENTIALS_VARIABLE = 'API_CREDENTIALS';
export const API_KEY_VARIABLE = 'API_KEY';

const upperSnake = (text: string) =>
  text
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z\d]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** Where each credential of one requirement goes. Several API keys get one variable each. */
export function credentialPlacements(requirement: SecurityRequirementModel, schemes: SecuritySchemeModel[]): CredentialPlacement[] {
  let keys = 0;
  return requirement.flatMap(({scheme: key}): CredentialPlacement[] => {
    const scheme = schemes.find((candidate) => candidate.key === key);
    if (!scheme) return [];
    switch (scheme.type) {
      case 'apiKey': {
        keys += 1;
        const variable = keys === 1 ? API_KEY_VARIABLE : upperSnake(key) || `${API_KEY_VARIABLE}_${keys}`;
        return [{scheme, in: scheme.in ?? 'header', name: scheme.parameterName ?? 'X-API-Key', prefix: '', variable}];
      }
      case 'http': {
        if (scheme.scheme === 'basic') return [{scheme, in: 'header', name: 'Authorization', prefix: 'Basic ', variable: BASIC_CREDENTIALS_VARIABLE}];
        if (scheme.scheme && scheme.scheme !== 'bearer') {
          const name = scheme.scheme.charAt(0).toUpperCase() + scheme.scheme.slice(1);
          return [{scheme, in: 'header', name: 'Authorization', prefix: `${name} `, variable: BASIC_CREDENTIALS_VARIABLE}];
        }
        return [{scheme, in: 'header', name: 'Authorization', prefix: 'Bearer ', variable: TOKEN_VARIABLE}];
      }
      case 'oauth2':
      case 'openIdConnect':
        return [{scheme, in: 'header', name: 'Authorization', prefix: 'Bearer ', variable: TOKEN_VARIABLE}];
      default:
        // Mutual TLS authenticates the connection: nothing goes into the request itself.
        return [{scheme, in: 'none', name: '', prefix: '', variable: ''}];
    }
  });
}

/** The requirement samples follow: the operation's first, when it needs any. */
export function sampleRequirement(operation: Pick<OperationModel, 'security'>): SecurityRequirementModel {
  return operation.security.find((requirement) => requirement.length > 0) ?? [];
}

/** True when the operation can also be called without credentials (an empty requirement among its alternatives). */
export const allowsAnonymous = (operation: Pick<OperationModel, 'security'>) => operation.security.length === 0 || operation.security.some((requirement) => requirement.length === 0);
