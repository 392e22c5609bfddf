# torchvision.transforms on tensor images and utils.make_grid.
import torch
import torchvision.transforms as T
import torchvision.transforms.functional as TF
from torchvision.utils import make_grid

torch.manual_seed(0)
img = torch.rand(3, 8, 10)
pipe = T.Compose([T.Resize((6, 6)), T.CenterCrop(4), T.Normalize(mean=[0.5, 0.5, 0.5], std=[0.25, 0.25, 0.25])])
print(pipe)
out = pipe(img)
print(out.shape, torch.round(out, decimals=4))
print(T.Resize(4)(img).shape, T.Resize(5, max_size=6)(img).shape)
u8 = (img * 255).to(torch.uint8)
print(T.ConvertImageDtype(torch.float32)(u8)[0, 0])
print(TF.convert_image_dtype(img, torch.uint8)[0, 0])
print(TF.resize(u8, [4, 5])[0])
flip = T.RandomHorizontalFlip(p=0.5)
seq = torch.arange(4.).reshape(1, 1, 4)
print([flip(seq).flatten().tolist() for _ in range(4)])
print(T.RandomVerticalFlip(1.0)(torch.arange(4.).reshape(1, 2, 2)))
print(T.Lambda(lambda t: t * 2)(torch.ones(2)), T.Lambda(abs))
print(T.RandomCrop(3)(torch.arange(25.).reshape(1, 5, 5)))
print(TF.center_crop(torch.arange(9.).reshape(1, 3, 3), [5, 5]))
print(TF.pad(torch.ones(1, 2, 2), [1, 2]).shape, TF.hflip(torch.arange(3.).reshape(1, 1, 3)))
g = make_grid(torch.ones(5, 3, 2, 2), nrow=3, padding=1)
print(g.shape, g.sum().item())
print(make_grid(torch.arange(8.).reshape(2, 1, 2, 2), normalize=True, padding=0)[0])
print(T.InterpolationMode.NEAREST, TF.InterpolationMode.BILINEAR.value)
print(TF.resize(torch.arange(16.).reshape(1, 4, 4), [2, 2], interpolation=T.InterpolationMode.NEAREST))
