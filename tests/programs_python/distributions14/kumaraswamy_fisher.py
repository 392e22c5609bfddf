import torch
from torch.distributions import Kumaraswamy, FisherSnedecor

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


k = Kumaraswamy(torch.tensor([0.5, 2.0, 3.0]), torch.tensor([0.8, 2.0, 5.0]))
print(k)
print(k.batch_shape, k.event_shape, k.support, k.has_rsample)
s = k.sample()
show("k sample", s)
s4 = k.sample((4,))
print(s4.shape)
show("k sample4", s4)
show("k log_prob", k.log_prob(s4))
show("k mean", k.mean)
show("k variance", k.variance)
show("k mode", k.mode)
show("k entropy", k.entropy())
show("k cdf", k.cdf(torch.tensor([0.2, 0.5, 0.7])))
show("k icdf", k.icdf(torch.tensor([0.2, 0.5, 0.7])))
ke = k.expand((2, 3))
print(type(ke).__name__, ke.batch_shape, ke.concentration1.shape)
show("k expanded mean", ke.mean)
c1 = torch.tensor([2.0, 1.5], requires_grad=True)
c0 = torch.tensor([3.0, 0.7], requires_grad=True)
Kumaraswamy(c1, c0).rsample((3,)).sum().backward()
show("k grad c1", c1.grad)
show("k grad c0", c0.grad)
try:
    Kumaraswamy(torch.tensor([-1.0]), torch.tensor([1.0]), validate_args=True)
except ValueError as e:
    print("ValueError:", e)

f = FisherSnedecor(torch.tensor([1.0, 5.0, 10.0]), torch.tensor([2.0, 6.0, 20.0]))
print(f)
print(f.batch_shape, f.support, f.has_rsample)
fs = f.sample()
show("f sample", fs)
fs3 = f.sample((3,))
show("f sample3", fs3)
show("f log_prob", f.log_prob(fs3))
show("f mean", f.mean)
show("f mode", f.mode)
show("f variance", f.variance)
fsc = FisherSnedecor(3.0, 7.0)
print(fsc.batch_shape, round(fsc.mean.item(), 4), round(fsc.variance.item(), 4))
show("f scalar samples", fsc.sample((4,)))
fe = f.expand((2, 3))
print(type(fe).__name__, fe.batch_shape, fe._gamma1.batch_shape)
show("f expanded sample", fe.sample())
d1 = torch.tensor([4.0], requires_grad=True)
r = FisherSnedecor(d1, torch.tensor([9.0])).rsample((4,))
r.sum().backward()
show("f rsample", r.detach())
show("f grad", d1.grad)
try:
    FisherSnedecor(torch.tensor([1.0]), torch.tensor([0.0]), validate_args=True)
except ValueError as e:
    print("ValueError:", e)
try:
    f.log_prob(torch.tensor([-1.0, 1.0, 1.0]))
except ValueError as e:
    print("ValueError:", e)
