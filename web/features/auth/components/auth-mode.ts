export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';
