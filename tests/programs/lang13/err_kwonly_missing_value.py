import torch


class M(torch.nn.Module):
    def forward(self, *, n_tokens: int, device_name: str):
        return n_tokens, device_name


sm = torch.jit.script(M())
print(sm(n_tokens=1, device_name="a"))
sm()
print("not reached")
