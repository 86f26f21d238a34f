// Navigation for features and shared components: the app's router API in one module.
export { Link, type LinkProps, Navigate, useLocation, useNavigate, useNavigation, useSearchParams } from '@/lib/router';
