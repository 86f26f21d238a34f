import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import './styles.css';

// antd-mobile 5 renders Toast/Dialog/Modal with the legacy ReactDOM.render unless told otherwise;
// on React 19 they would silently show nothing.
unstableSetRender((node, container) => {
  const holder = container as Element & { __root?: Root };
  holder.__root ??= createRoot(container);
  holder.__root.render(node);
  return async () => {
    holder.__root?.unmount();
    delete holder.__root;
  };
});

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
createRoot(element).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
