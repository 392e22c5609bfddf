import torch
from torch.distributions import LogisticNormal, Normal

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


d = LogisticNormal(torch.tensor([0.0, 1.0, -0.5]), torch.tensor([1.0, 0.5, 2.0]))
print(d)
print(d.batch_shape, d.event_shape, d.support, d.has_rsample)
s = d.sample()
show("sample", s)
print(round(s.sum().item(), 4))
s3 = d.sample((3,))
print(s3.shape)
show("sample3", s3)
show("log_prob", d.log_prob(s3))
show("loc", d.loc)
show("scale", d.scale)
print(d.support.check(s3).tolist())

# scalar parameters expand the base to batch [1]
e = LogisticNormal(0.5, 1.0)
print(e.batch_shape, e.event_shape, e.base_dist.batch_shape)
show("scalar sample", e.sample((2,)))

# batched
b = LogisticNormal(torch.zeros(2, 3), torch.ones(2, 3))
print(b.batch_shape, b.event_shape)
show("batch log_prob", b.log_prob(torch.tensor([0.1, 0.2, 0.3, 0.4])))
x = d.expand((2,))
print(type(x).__name__, x.batch_shape, x.event_shape)
show("expanded sample", x.sample())

loc = torch.tensor([0.2, -0.3], requires_grad=True)
r = LogisticNormal(loc, torch.ones(2)).rsample((4,))
(r[..., 0] * 2 + r[..., 2]).sum().backward()
show("rsample", r.detach())
show("grad", loc.grad)

try:
    LogisticNormal(torch.zeros(2), torch.tensor([1.0, -1.0]), validate_args=True)
except ValueError as err:
    print("ValueError:", err)
try:
    d.log_prob(torch.tensor([0.5, 0.5, 0.5, 0.5]))
except ValueError as err:
    print("ValueError:", str(err).splitlines()[0])
try:
    d.entropy()
except NotImplementedError:
    print("no entropy")
