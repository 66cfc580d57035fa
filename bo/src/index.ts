import('./bootstrap');
export {};
