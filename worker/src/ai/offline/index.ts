export { OfflineComposer } from './offline-composer.js';
export { detectIndustry } from './detect-industry.js';
