import { dnsProviderHint, domainRecords, domainUrl, ERROR_MESSAGES, partnerDomain, type DomainTarget, type WebsiteDomain } from '@frontdoor/shared';
import type { WebsiteDomainRecord } from '@frontdoor/data';

/** A domain as the settings panel shows it: its state, the records to add and what the checker last saw. */
export function domainView(domain: WebsiteDomainRecord, target: DomainTarget): WebsiteDomain {
  return {
    domainName: domain.domainName,
    state: domain.state,
    failureReason: domain.failureReason,
    failureMessage: domain.failureReason === 'OwnershipProvedElsewhere' ? ERROR_MESSAGES.domain_proved_elsewhere : null,
    websiteName: domain.websiteName,
    createdAt: domain.createdAt.toISOString(),
    modifiedAt: domain.modifiedAt.toISOString(),
    url: domainUrl(domain.domainName),
    redirectFrom: partnerDomain(domain.domainName, domain.zone),
    records: domainRecords({ name: domain.domainName, zone: domain.zone, token: domain.verificationToken }, target),
    lastCheck: domain.lastCheck,
    nextCheckAt: domain.nextCheckAt?.toISOString() ?? null,
    dnsProvider: dnsProviderHint(domain.lastCheck?.nameservers ?? []),
  };
}
