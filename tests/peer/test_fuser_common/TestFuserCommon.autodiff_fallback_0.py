import torch

torch.manual_seed(0)

for rq in [True, False]:

    @torch.jit.script
    def fn(x):
        return torch.max(x ** 2.0, x ** 3.0)
    x = torch.randn(5, requires_grad=not rq)
    for i in range(5):
        fn(x)
    y = fn(torch.randn(5, requires_grad=rq))
    print(y.requires_grad)
