import torch


def check(name, f, *shapes):
    torch.manual_seed(1)
    xs = [torch.randn(*s, requires_grad=True) for s in shapes]
    out = f(*xs)
    out.sum().backward()
    print(name, [tuple(x.grad.shape) for x in xs], [round(x.grad.sum().item(), 4) for x in xs])


check("add_broadcast", lambda a, b: a + b, (2, 3), (3,))
check("sub_mul", lambda a, b: (a - b) * a, (2, 3), (2, 1))
check("div", lambda a, b: a / (b.abs() + 1), (4,), (4,))
check("pow", lambda a: a ** 3, (3,))
check("rpow", lambda a: 2 ** a, (3,))
check("matmul_2d", lambda a, b: a @ b, (2, 3), (3, 4))
check("matmul_vec", lambda a, b: a @ b, (2, 3), (3,))
check("batched", lambda a, b: torch.matmul(a, b), (2, 2, 3), (3, 2))
check("sum_dim", lambda a: a.sum(dim=1) * torch.tensor([1.0, 2.0]), (2, 3))
check("mean_keepdim", lambda a: a.mean(0, keepdim=True) * a, (3, 2))
check("exp_log", lambda a: (a.exp() + 1).log(), (5,))
check("sigmoid_tanh", lambda a: a.sigmoid() * a.tanh(), (4,))
check("relu_sqrt", lambda a: a.relu() + (a * a + 1).sqrt(), (4,))
check("view_t", lambda a: a.view(3, 2).t() * torch.arange(6.0).view(2, 3), (2, 3))
check("permute", lambda a: a.permute(2, 0, 1) * torch.arange(24.0).view(4, 2, 3), (2, 3, 4))
check("index", lambda a: a[1:, 0] * 3 + a[0, 1:], (3, 3))
check("cat_stack", lambda a, b: torch.cat([a, b], dim=0) * torch.stack([a, a]).sum(0).sum(), (2, 2), (1, 2))
check("softmax", lambda a: a.softmax(dim=-1) * torch.tensor([1.0, 2.0, 3.0]), (2, 3))
check("log_softmax", lambda a: torch.log_softmax(a, 1)[:, 0], (2, 3))
check("where_clamp", lambda a: torch.where(a > 0, a, a * 0.1).clamp(-0.5, 0.5), (6,))
check("unsqueeze_expand", lambda a: a.unsqueeze(0).expand(3, 4) * torch.arange(12.0).view(3, 4), (4,))

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = x * 2
z = y.detach() * x
z.sum().backward()
print(x.grad, y.requires_grad, y.detach().requires_grad)
x.grad = None
print(x.grad)
(x ** 2).sum().backward()
print(x.grad)
with torch.enable_grad():
    print((x * 1).requires_grad)
with torch.no_grad():
    print((x * 1).requires_grad, (x * 1).grad_fn)
print((x * 1).grad_fn is not None, x.grad_fn)
