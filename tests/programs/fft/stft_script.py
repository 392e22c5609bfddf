# torch.stft in script code: windows, win_length padding, pad modes, onesided, normalized, batches; istft round trips.
import torch

torch.manual_seed(0)
x = torch.randn(40)
w = torch.hann_window(16)


@torch.jit.script
def spec(x: torch.Tensor, w: torch.Tensor):
    a = torch.stft(x, 16, hop_length=4, window=w, return_complex=True)
    b = torch.stft(x, 16, hop_length=4, win_length=10, window=w[:10], center=True, pad_mode="constant",
                   normalized=True, return_complex=True)
    c = torch.stft(x, 16, window=w, center=False, onesided=False, return_complex=True)
    d = torch.stft(x.unsqueeze(0).repeat(2, 1), 16, hop_length=5, return_complex=False)
    e = x.stft(16, hop_length=4, return_complex=True)
    return a, b, c, d, e


for t in spec(x, w):
    print(t.shape, t.dtype)
    # + 0.0: FFT libraries differ in the sign of zero imaginary parts.
    print(torch.round(torch.view_as_real(t) if t.is_complex() else t, decimals=3) + 0.0)

X = torch.stft(x.double(), 16, hop_length=4, window=w.double(), return_complex=True)
print(X.dtype, X.shape)
y = torch.istft(X, 16, hop_length=4, window=w.double(), length=40)
print(torch.round(y, decimals=5), torch.allclose(y, x.double(), atol=1e-6))
Xc = torch.stft(x.to(torch.complex64), 16, hop_length=4, window=w, return_complex=True)
print(Xc.shape)
yc = torch.istft(Xc, 16, hop_length=4, window=w, return_complex=True)
print(yc.dtype, torch.allclose(yc.real, x, atol=1e-5))


@torch.jit.script
def inv(X: torch.Tensor, w: torch.Tensor):
    return torch.istft(X, 16, hop_length=4, window=w, normalized=False, center=True)


Xf = torch.stft(x, 16, hop_length=4, window=w, return_complex=True)
print(torch.round(inv(Xf, w), decimals=4))
Xb = torch.stft(torch.randn(3, 50), 8, hop_length=2, return_complex=True, normalized=True)
print(Xb.shape, torch.istft(Xb, 8, hop_length=2, normalized=True).shape)
print(torch.istft(Xb, 8, hop_length=2, normalized=True, onesided=True, center=False).shape)
