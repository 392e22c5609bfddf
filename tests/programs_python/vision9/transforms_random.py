# Seeded random transforms on tensors: RandomCrop with padding, RandomResizedCrop, flips in a Compose.
import torch
import torchvision.transforms as T

torch.manual_seed(0)
img = torch.rand(3, 12, 12)
aug = T.Compose([T.RandomCrop(10, padding=2), T.RandomHorizontalFlip(), T.RandomVerticalFlip(p=0.3)])
for _ in range(3):
    out = aug(img)
    print(out.shape, round(out.sum().item(), 4))
rrc = T.RandomResizedCrop(8, scale=(0.5, 1.0))
print(rrc)
for _ in range(3):
    print(RandomResizedCrop_params := T.RandomResizedCrop.get_params(img, [0.5, 1.0], [0.75, 1.3333]))
    print(round(rrc(img).sum().item(), 4))
print(T.RandomCrop(5, padding=1, pad_if_needed=True, padding_mode="reflect")(torch.arange(16.).reshape(1, 4, 4)))
print(T.RandomCrop(6, pad_if_needed=True, fill=7)(torch.zeros(1, 4, 4)).sum())
u8 = (img * 255).to(torch.uint8)
print(T.RandomResizedCrop(5)(u8).dtype, T.Resize(6)(u8).shape)
print(T.Grayscale()(img).shape, round(T.Grayscale(3)(img).sum().item(), 3))
print(T.Pad([1, 2, 3, 4])(torch.ones(1, 2, 2)).shape, T.Pad(1, padding_mode="edge")(torch.arange(4.).reshape(1, 2, 2)))
