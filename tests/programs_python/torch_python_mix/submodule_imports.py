# Classes imported from the submodules that define them in PyTorch, and
# subclasses of the imported Sampler and Optimizer.
from torch.nn.modules.conv import Conv2d
from torch.nn.modules.loss import MSELoss
from torch.utils.data.sampler import Sampler, RandomSampler
from torch.utils.data.dataset import Dataset
from torch.optim.optimizer import Optimizer
from torch.distributions.normal import Normal
import torch.nn.modules.batchnorm as bn
import torch
print(Conv2d(1, 2, 3), MSELoss(), isinstance(torch.optim.SGD([torch.zeros(1, requires_grad=True)], lr=0.1), Optimizer))
print(bn.BatchNorm2d(3), Normal(0.0, 1.0))
class MySampler(Sampler):
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return iter(range(self.n - 1, -1, -1))
    def __len__(self):
        return self.n
print(list(torch.utils.data.DataLoader(list(range(5)), sampler=MySampler(5), batch_size=2)))
class MyOpt(Optimizer):
    def __init__(self, params, lr=0.1):
        super().__init__(params, dict(lr=lr))
    @torch.no_grad()
    def step(self, closure=None):
        for g in self.param_groups:
            for p in g["params"]:
                if p.grad is not None:
                    p.add_(p.grad.sign(), alpha=-g["lr"])
w = torch.tensor([1.0, -2.0], requires_grad=True)
o = MyOpt([w])
(w ** 2).sum().backward()
o.step()
print(w)
