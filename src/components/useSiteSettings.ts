// Typed access to `customFields.siteSettings` from docusaurus.config.ts.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type SiteSettings = {
  providerName: string;
  companyUrl: string;
  userGuidesUrl: string;
  knowledgeBaseUrl: string;
  resourcesHubUrl: string;
  feedbackFormUrl: string;
  supportEmail: string;
  copyrightYear: number;
};

export function useSiteSettings(): SiteSettings {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.siteSettings as SiteSettings;
}
