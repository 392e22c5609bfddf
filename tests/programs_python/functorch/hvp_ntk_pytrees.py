# functorch: hessian-vector products three ways, a neural tangent kernel, per-sample
# gradients through functional_call, vmap over pytrees and nested vmap.
import torch
import torch.nn as nn
import torch.nn.functional as F
from functorch import make_functional, vmap, vjp, jvp, jacrev, jacfwd, grad, hessian
from torch.nn.utils.stateless import functional_call

torch.manual_seed(0)
# Hessian-vector products
def f(x):
    return x.sin().sum() + (x ** 3).sum()

def hvp(f, primals, tangents):
    return jvp(grad(f), primals, tangents)[1]

def hvp_revrev(f, primals, tangents):
    _, vjp_fn = vjp(grad(f), *primals)
    return vjp_fn(*tangents)

x = torch.randn(4)
t = torch.randn(4)
print(hvp(f, (x,), (t,)).round(decimals=4))
print(hvp_revrev(f, (x,), (t,))[0].round(decimals=4))
print((hessian(f)(x) @ t).round(decimals=4))

# Neural tangent kernel (functorch tutorial, small)
class CNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 2, 3)
        self.fc = nn.Linear(2 * 2 * 2, 3)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        return self.fc(x.flatten(1))

net = CNN()
fnet, params = make_functional(net)
def fnet_single(params, x):
    return fnet(params, x.unsqueeze(0)).squeeze(0)

x1 = torch.randn(3, 1, 4, 4)
x2 = torch.randn(2, 1, 4, 4)
jac1 = vmap(jacrev(fnet_single), (None, 0))(params, x1)
jac1 = [j.flatten(2) for j in jac1]
jac2 = vmap(jacrev(fnet_single), (None, 0))(params, x2)
jac2 = [j.flatten(2) for j in jac2]
result = torch.stack([torch.einsum('Naf,Mbf->NMab', j1, j2) for j1, j2 in zip(jac1, jac2)]).sum(0)
print(result.shape, result.sum().round(decimals=3))

# per-sample grads with functional_call
model = nn.Linear(3, 2)
params = {k: v.detach() for k, v in model.named_parameters()}
def loss_fn(params, x, y):
    out = functional_call(model, params, (x.unsqueeze(0),))
    return F.mse_loss(out, y.unsqueeze(0))
xs, ys = torch.randn(4, 3), torch.randn(4, 2)
g = vmap(grad(loss_fn), in_dims=(None, 0, 0))(params, xs, ys)
print({k: tuple(v.shape) for k, v in g.items()})
print(g["bias"].round(decimals=4))
print(jacrev(lambda x: x ** 2)(torch.tensor([1., 2., 3.])))
print(jacfwd(lambda x, y: x * y, argnums=(0, 1))(torch.tensor([1., 2.]), torch.tensor([3., 4.])))
print(vmap(lambda x: x.sum(0), in_dims=1)(torch.arange(6.).view(2, 3)))
print(vmap(lambda d: d["a"] + d["b"])({"a": torch.ones(2, 2), "b": torch.arange(4.).view(2, 2)}))
print(vmap(torch.add, in_dims=(0, None))(torch.ones(3), 5))
batched = vmap(vmap(lambda a, b: a @ b), in_dims=(0, None))
print(batched(torch.ones(2, 3, 4), torch.ones(3, 4)).shape)
