import torch
import torch.nn.functional as F

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
m = torch.tensor([[1.0, 2.0], [3.0, 4.0]], requires_grad=True)
b = torch.ones(2, 2, 2, requires_grad=True)

# arithmetic
print(x * 2, x + 1, x - 1, 1 - x, x / 2, 2 / x)
print(-x, x ** 2, 2 ** x, x * x, x + x, x - x, x / x)
print(x.mul(2), x.add(1), x.sub(1), x.div(2), x.pow(2), x.add(x, alpha=2))
print(x // 2, x % 2, torch.fmod(x, 2), x.abs(), x.exp(), x.log(), x.sqrt(), x.sin(), x.cos(), x.tanh(), x.sigmoid())
print(x.clamp(min=2.0), x.clamp(1.5, 2.5), x.floor(), x.round(), x.reciprocal(), x.rsqrt(), x.neg())
# reductions
print(x.sum(), x.mean(), m.sum(0), m.sum(dim=1), m.mean(1), m.prod(), x.max(), m.max(0), x.min(), x.std(), x.var(), x.norm(), m.logsumexp(1), x.cumsum(0))
# views and shapes
print(m.view(4), m.reshape(4), m.t().reshape(4), m.flatten(), x.flatten(), m.t(), m.transpose(0, 1), m.permute(1, 0))
print(x.unsqueeze(0), m.unsqueeze(1).squeeze(1), m[0], m[:, 1], m[0, 1], m[0:1], m[None], m.expand(2, 2, 2), x.expand_as(m[:, :1].expand(2, 3)))
print(m.chunk(2)[1], m.split(1)[0], m.unbind()[1], m.narrow(0, 1, 1), m.diagonal(), m.contiguous(), m.t().contiguous(), m.clone())
print(m[torch.tensor([1, 0])], m[m > 2], x.repeat(2), x.flip(0), x.roll(1), torch.cat([m, m]), torch.stack([x, x]), torch.where(x > 1, x, torch.zeros(3)))
# matmul and linear
print(m @ m, m.mm(m), m @ m[0], m[0] @ m, m[0] @ m[0], b @ m, m @ b, b @ b, torch.bmm(b, b))
print(F.linear(m, m), F.linear(m, m, m[0]), F.linear(m[0], m, m[0]), F.linear(b, m, m[0]), F.linear(b, m))
# activations
print(F.relu(x), torch.relu(x), F.gelu(x), F.silu(x), F.softmax(m, 1), F.log_softmax(m, 1), F.leaky_relu(x), F.elu(x), F.hardtanh(x), F.softplus(x))
# conversions
print(x.float(), x.double(), x.half(), x.to(torch.float64), x.long(), x.int(), x.bool(), (x > 1), x.argmax(), x.detach())
