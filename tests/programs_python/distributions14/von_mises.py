import math
import torch
from torch.distributions import VonMises

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


d = VonMises(torch.tensor([0.0, 1.0, -2.0]), torch.tensor([0.5, 2.0, 10.0]))
print(d)
print(d.batch_shape, d.event_shape, d.support, d.has_rsample)
s = d.sample()
show("sample", s)
s5 = d.sample((5,))
print(s5.shape)
show("sample5", s5)
print(bool((s5.abs() <= math.pi).all()))
show("log_prob", d.log_prob(s5))
show("mean", d.mean)
show("mode", d.mode)
show("variance", d.variance)
print(d.log_prob(torch.tensor(0.5)).shape)

# scalar parameters, large concentration (bessel asymptotic branch)
e = VonMises(0.3, 5.0)
print(e, e.batch_shape)
show("scalar samples", e.sample((6,)))
show("scalar log_prob", e.log_prob(torch.tensor([0.0, 0.3, 3.0])))
print(round(e.variance.item(), 4))

# expand
x = d.expand((2, 3))
print(type(x).__name__, x.batch_shape)
show("expanded sample", x.sample())

# gradient of log_prob
loc = torch.tensor(0.2, requires_grad=True)
conc = torch.tensor(1.5, requires_grad=True)
lp = VonMises(loc, conc).log_prob(torch.tensor([0.0, 1.0, -1.0])).sum()
lp.backward()
print(round(loc.grad.item(), 4), round(conc.grad.item(), 4))

try:
    VonMises(0.0, -1.0, validate_args=True)
except ValueError as err:
    print("ValueError:", err)
try:
    d.rsample()
except NotImplementedError as err:
    print("NotImplementedError", err)
try:
    d.entropy()
except NotImplementedError:
    print("no entropy")
