import torch


class M(torch.nn.Module):
    def forward(self, *, n_tokens: int, device_name: str):
        return n_tokens, device_name


class N(torch.nn.Module):
    def forward(self, x: int, *, scale: int, tag: str):
        return x * scale, tag


sm = torch.jit.script(M())
print(sm(n_tokens=3, device_name="hello"))
sn = torch.jit.script(N())
print(sn(4, scale=5, tag="a"))
print(sn(4, tag="q", scale=0))
print(sn.code)
