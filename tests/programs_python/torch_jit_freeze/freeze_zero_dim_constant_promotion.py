# A frozen 0-dim buffer (or a traced Python number) is a tensor constant;
# PyTorch's executor passes it to add/sub/mul/div as a Scalar, which
# promotes like a Python number (int32 * 1.5 -> float32), while other
# operators and the `self` position keep the tensor's float64.
import torch


class M(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("c", torch.tensor(1.5, dtype=torch.float64))
        self.register_buffer("i", torch.tensor(3, dtype=torch.int64))
        self.register_buffer("z", torch.tensor(1 + 1j, dtype=torch.complex128))

    def forward(self, x):
        xi = x.to(torch.int32)
        xb = x > 0
        c = self.c
        return [torch.add(xi, c).dtype, torch.sub(xi, c, alpha=2).dtype, torch.mul(xi, c).dtype,
                torch.div(xi, c).dtype, torch.true_divide(xi, c).dtype, (xb * c).dtype, (xi * self.z).dtype,
                (xb * self.i).dtype, (xi + self.i).dtype, (x.half() * c).dtype,
                torch.mul(c, xi).dtype, torch.floor_divide(xi, c).dtype, torch.remainder(xi, c).dtype,
                torch.pow(xi, c).dtype, torch.rsub(xi, c).dtype, torch.div(xi, c, rounding_mode="floor").dtype,
                torch.maximum(xi, c).dtype, (xi * c).sum().item()]


x = torch.ones(2)
m = M().eval()
print("eager ", m(x))
print("script", torch.jit.script(m)(x))
print("frozen", torch.jit.freeze(torch.jit.script(m))(x))
t = torch.jit.trace(lambda a: (a.to(torch.int32) * 1.5, (a > 0) * 2.5, a.to(torch.int32) / 4), (x,))
print("traced", [o.dtype for o in t(x)])
