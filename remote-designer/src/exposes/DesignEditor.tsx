import { DesignEditorPage } from '../pages/DesignEditorPage';

export default DesignEditorPage;
