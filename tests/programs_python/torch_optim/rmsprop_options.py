import torch
torch.manual_seed(0)
w = torch.randn(5, requires_grad=True)
for kw in [dict(), dict(momentum=0.9), dict(weight_decay=1e-2), dict(alpha=0.9, eps=1e-3, momentum=0.9, weight_decay=1e-5), dict(centered=True, momentum=0.5)]:
    p = w.detach().clone().requires_grad_()
    opt = torch.optim.RMSprop([p], lr=1e-2, **kw)
    for i in range(3):
        opt.zero_grad()
        (p ** 3).sum().backward()
        opt.step()
    print(kw, [round(v, 5) for v in p.detach().tolist()])
x = torch.randn(4, 3, requires_grad=True)
l = torch.nn.functional.cross_entropy(x, torch.tensor([0, 1, 2, 1]), label_smoothing=0.1)
l.backward()
print(round(l.item(), 5), x.grad.round(decimals=4))
torch.manual_seed(0)
print(torch.empty(6, 1, 1).bernoulli_(0.7).view(-1), torch.rand(2))
