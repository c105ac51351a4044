export const designer = {
  designer: {
    editorTitle: 'Design studio: {{product}}',
    previewTitle: 'Design preview',
  },
  products: {
    soccer: 'Soccer kit',
    polo: 'Polo shirt',
    sleeveless: 'Sleeveless shirt',
    oversizedshirt: 'Oversized t-shirt',
    tshirt: 'Regular t-shirt',
    hoodie: 'Hoodie',
    boxyfit: 'Boxy t-shirt',
    boxingtrunk: 'Boxing trunks',
  },
};
