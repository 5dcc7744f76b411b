export { APP_ROUTES, MARKETING_ROUTES, isAppRoute, type AppRoute } from './app-routes.js';
