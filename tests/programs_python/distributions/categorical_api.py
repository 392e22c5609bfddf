import torch
from torch.distributions import Categorical, OneHotCategorical

torch.manual_seed(1)
c = Categorical(probs=torch.tensor([0.1, 0.2, 0.7]))
print(c)
print(c.logits)
print(c.batch_shape, c.event_shape, c.param_shape)
print(c.sample(), c.sample((2, 3)))
print(c.enumerate_support())
print(c.enumerate_support(expand=False))
print(c.log_prob(torch.tensor([0, 1, 2])))
print(c.entropy(), c.mode)
b = Categorical(logits=torch.tensor([[1.0, 2.0], [0.0, -1.0]]))
print(b)
print(b.probs)
print(b.batch_shape, b.sample((3,)))
print(b.enumerate_support())
print(b.log_prob(torch.tensor([1, 0])))
print(b.log_prob(torch.tensor([[1], [0]])))
e = b.expand(torch.Size([3, 2]))
print(e.batch_shape, e.sample().shape)
print(c.support, c.has_enumerate_support)
oh = OneHotCategorical(probs=torch.tensor([0.3, 0.3, 0.4]))
print(oh)
s = oh.sample((4,))
print(s)
print(oh.log_prob(s))
print(oh.entropy(), oh.mean, oh.variance, oh.mode)
print(oh.enumerate_support())
print(oh.batch_shape, oh.event_shape)
try:
    Categorical(probs=torch.tensor([0.5, 0.5]), logits=torch.tensor([0.0, 0.0]))
except ValueError as err:
    print("ValueError:", err)
try:
    Categorical(probs=torch.tensor([-0.5, 0.5]))
except ValueError as err:
    print("ValueError:", err)
try:
    c.log_prob(torch.tensor(5))
except ValueError as err:
    print("ValueError:", err)
