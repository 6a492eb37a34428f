/** Who may call a route: the principals and their checks live with the contracts (shared/api/contract.ts). */
export { isPublic, needsRole, staff, type Principal } from '../../shared/api/contract';
