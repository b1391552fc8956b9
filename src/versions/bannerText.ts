// Owns what the banner of a version that is not current says about it. No Node imports.
import type {VersionStatus} from './manifest';

export function bannerText(version: string, status: Exclude<VersionStatus, 'current'>): string {
  switch (status) {
    case 'supported':
      return `You are reading the docs of API version ${version}, which is still supported but is not the current version.`;
    case 'deprecated':
      return `You are reading the docs of API version ${version}, which is deprecated: plan your move to the current version.`;
    case 'retired':
      return `You are reading the docs of API version ${version}, which is retired: it is no longer served by the API.`;
  }
}
