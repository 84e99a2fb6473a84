/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { StaffApp } from './components/staff-app';
export { STAFF_TEXT } from './components/staff-text';
