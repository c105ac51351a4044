import { App as AntApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import { useTenant } from '@teamwear/shared/tenant';
import { AppRoutes } from '../routes/AppRoutes';

const EMERALD = '#10b981';

export function App() {
  const tenant = useTenant();
  return (
    <ConfigProvider theme={{ token: { colorPrimary: tenant?.color ?? EMERALD } }}>
      <AntApp>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
