// Standalone entry (the remote run on its own); the shell uses `./routes` through federation instead.
import('./bootstrap');
