import { startApp } from './app/bootstrap';
import './tokens.css';
import './styles.css';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
void startApp(element);
