import { HomePage } from '../pages/home/HomePage';

export default HomePage;
