import { AdminPlaceholder } from '../admin-placeholder.tsx';

export const AdminUsersPage = () => <AdminPlaceholder title="Users">Coming soon</AdminPlaceholder>;
