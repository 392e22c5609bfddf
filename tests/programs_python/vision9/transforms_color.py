# Photometric transforms on tensors: color adjustments, ColorJitter draws, gaussian blur.
import torch
import torchvision.transforms as T
import torchvision.transforms.functional as TF

torch.manual_seed(0)
img = torch.rand(3, 5, 6)
print(torch.round(TF.adjust_brightness(img, 1.3)[0, 0], decimals=4))
print(torch.round(TF.adjust_contrast(img, 0.6)[1, 1], decimals=4))
print(torch.round(TF.adjust_saturation(img, 1.7)[2, 2], decimals=4))
print(torch.round(TF.adjust_hue(img, 0.2)[:, 0, 0], decimals=4))
print(torch.round(TF.adjust_gamma(img, 2.2)[0, 0], decimals=4))
print(TF.invert(torch.tensor([[[0, 100, 255]]], dtype=torch.uint8)))
u8 = (img * 255).to(torch.uint8)
print(TF.adjust_hue(u8, -0.3)[:, 0], TF.adjust_contrast(u8, 1.5)[0, 0])
jit = T.ColorJitter(brightness=0.4, contrast=0.4, saturation=0.4, hue=0.1)
print(jit)
for _ in range(2):
    print(round(jit(img).sum().item(), 3))
blur = T.GaussianBlur(3, sigma=(0.5, 1.5))
print(blur, round(blur(img).sum().item(), 4))
print(torch.round(TF.gaussian_blur(img, [3, 5], [1.0, 2.0])[0, 0], decimals=4))
print(TF.gaussian_blur(u8, 3)[0, 0])
print(T.RandomGrayscale(p=1.0)(img).shape, T.RandomInvert(p=1.0)(torch.ones(1, 1, 2)))
