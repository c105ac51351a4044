export { boxesOverlap, boxInside, layerBox, overlapArea, type Box } from './layer-box';
export { newLayerProps, newLayerSpace, placeNewLayer, startingSize, viewForNewLayer, type NewLayerSpace } from './new-layer';
export { estimateTextWidth, textBlockSize, type TextFont, type TextMeasurer } from './text-measure';
