# Eager torch.stft / Tensor.stft (center=True by default) and istft.
import torch
torch.manual_seed(1)
x = torch.randn(2, 30, dtype=torch.float64)
a = x.stft(8, return_complex=True)
b = torch.stft(x, 8, return_complex=True)
print(a.shape, b.shape)
print(torch.round(torch.view_as_real(torch.stft(x, 8, 3, 6, torch.ones(6, dtype=torch.float64), True, "replicate", True, False, True)), decimals=3) + 0.0)
print(torch.round(torch.istft(b, 8), decimals=4))
print(torch.round(b.istft(8, length=28), decimals=4))
