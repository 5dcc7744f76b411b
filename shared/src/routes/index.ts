export { APP_ROUTES, INDUSTRY_ROUTES, LANDING_INDUSTRIES, MARKETING_ROUTES, industryRoute, isAppRoute, type AppRoute, type IndustryRoute } from './app-routes.js';
