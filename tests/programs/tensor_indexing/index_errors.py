import torch

x = torch.arange(12).reshape(3, 4)


def attempt(f):
    try:
        print(f())
    except (IndexError, RuntimeError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])


attempt(lambda: x[3])
attempt(lambda: x[0, 4])
attempt(lambda: x[-4])
attempt(lambda: x[torch.tensor([0, 5])])
attempt(lambda: x[0, 0, 0])
attempt(lambda: x[torch.tensor([True, False])])
attempt(lambda: x[torch.tensor([1.0])])
attempt(lambda: x.index_select(0, torch.tensor([3])))
attempt(lambda: x.gather(1, torch.tensor([[4]])))
attempt(lambda: torch.zeros(3).scatter_(0, torch.tensor([3]), 1.0))
attempt(lambda: x.view(5, 3))
attempt(lambda: x.reshape(-1, -1))
attempt(lambda: x + torch.ones(3))
attempt(lambda: torch.cat([x, torch.ones(2, 3)]))
attempt(lambda: torch.stack([x, x[:2]]))
attempt(lambda: x.t().view(12))
attempt(lambda: x.expand(2, 4))
attempt(lambda: x.permute(0, 0))
attempt(lambda: x.transpose(0, 2))
attempt(lambda: x.sum(2))
attempt(lambda: x.squeeze(3))
attempt(lambda: torch.mm(x, x))
attempt(lambda: torch.add(x.float(), x.float(), out=torch.empty(3, 4, dtype=torch.int64)))
attempt(lambda: x.narrow(1, 3, 2))
attempt(lambda: x.chunk(0))
attempt(lambda: x.split([1, 1], 0))
