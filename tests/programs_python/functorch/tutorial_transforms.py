# functorch (shipped with PyTorch 1.13): the per-sample-gradient and ensembling
# tutorials, jacobians, hessians, vjp/jvp, vmap in_dims/out_dims, errors.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import make_functional, make_functional_with_buffers, vmap, grad, grad_and_value, vjp, jvp, jacrev, jacfwd, hessian, combine_state_for_ensemble

torch.manual_seed(0)

# Per-sample gradients (functorch tutorial)
class SimpleCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 3)
        self.fc2 = nn.Linear(3, 2)

    def forward(self, x):
        return self.fc2(F.relu(self.fc1(x)))

model = SimpleCNN()
data = torch.randn(5, 4)
targets = torch.randint(2, (5,))
fmodel, params = make_functional(model)
print(type(fmodel).__name__, len(params), type(params).__name__, [tuple(p.shape) for p in params], params[0].requires_grad)

def compute_loss(params, sample, target):
    batch = sample.unsqueeze(0)
    targets = target.unsqueeze(0)
    predictions = fmodel(params, batch)
    return F.cross_entropy(predictions, targets)

ft_compute_grad = grad(compute_loss)
ft_compute_sample_grad = vmap(ft_compute_grad, in_dims=(None, 0, 0))
ft_per_sample_grads = ft_compute_sample_grad(params, data, targets)
print([tuple(g.shape) for g in ft_per_sample_grads])
print(ft_per_sample_grads[3].round(decimals=4))
print(ft_per_sample_grads[0].grad_fn is not None, ft_per_sample_grads[0].requires_grad)

# Ensembling
models = [SimpleCNN() for _ in range(3)]
fm, ps, bs = combine_state_for_ensemble(models)
print([tuple(p.shape) for p in ps], bs)
out = vmap(fm, in_dims=(0, 0, None))(ps, bs, data)
print(out.shape, out.round(decimals=4)[1])

# Jacobians, hessians
def predict(weight, bias, x):
    return F.linear(x, weight, bias).tanh()

W = torch.randn(3, 3)
b = torch.randn(3)
x = torch.randn(3)
J = jacrev(predict, argnums=2)(W, b, x)
print(J.round(decimals=4))
J2 = jacfwd(predict, argnums=2)(W, b, x)
print(torch.allclose(J, J2))
Jw, Jb = jacrev(predict, argnums=(0, 1))(W, b, x)
print(Jw.shape, Jb.shape)
H = hessian(lambda x: x.sin().sum())(x)
print(H.round(decimals=4))
print(grad(lambda x: x.sin().sum())(x).round(decimals=4))
print(grad(grad(lambda x: x.sin()))(torch.tensor(1.0)))
g, v = grad_and_value(lambda x: (x ** 2).sum())(torch.tensor([1., 2.]))
print(g, v)
out, fn = vjp(torch.sin, x)
print(fn(torch.ones(3))[0].round(decimals=4))
print(jvp(torch.sin, (x,), (torch.ones(3),))[1].round(decimals=4))
print(vmap(torch.dot)(torch.ones(2, 3), torch.arange(6.).view(2, 3)))
print(vmap(lambda a, b: a * b, in_dims=(0, None))(torch.arange(6.).view(3, 2), torch.tensor([1., 10.])))
print(vmap(lambda r: (r.sum(), r.max()), out_dims=(0, 0))(torch.arange(6.).view(2, 3)))
print(vmap(torch.outer, in_dims=(1, 1), out_dims=1)(torch.arange(6.).view(3, 2), torch.ones(3, 2)).shape)
print(vmap(vmap(torch.mul))(torch.ones(2, 3), torch.arange(6.).view(2, 3)))
try:
    vmap(torch.mul)(torch.ones(2), torch.ones(3))
except ValueError as e:
    print("ValueError", e)
try:
    grad(lambda x: x * 2)(torch.ones(3))
except RuntimeError as e:
    print("RuntimeError", e)
fmb, pb, bb = make_functional_with_buffers(nn.BatchNorm1d(3))
print(len(pb), len(bb), fmb(pb, bb, torch.arange(6.).view(2, 3)))
print(grad(lambda x, y: (x * y).sum(), argnums=1)(torch.ones(2), torch.tensor([3., 4.])))
print(grad(lambda x: ((x ** 2).sum(), x.mean()), has_aux=True)(torch.tensor([1., 2.])))
