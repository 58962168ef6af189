import { Toaster } from 'sonner';

export default function DialogHost() {
  return <Toaster />;
}
