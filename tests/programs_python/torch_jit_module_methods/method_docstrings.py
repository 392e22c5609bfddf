# A script method's __doc__ is its def's docstring (None without one).
import torch


class Legacy(torch.jit.ScriptModule):
    @torch.jit.script_method
    def documented(self, x):
        """Returns x unchanged."""
        return x

    @torch.jit.script_method
    def plain(self, x):
        return x + 1


class Mod(torch.nn.Module):
    def forward(self, x):
        """Doubles x."""
        return x * 2

    @torch.jit.export
    def other(self, x):
        y = x
        "not a docstring"
        return y


a = Legacy()
print(repr(a.documented.__doc__), repr(a.plain.__doc__))
m = torch.jit.script(Mod())
print(repr(m.forward.__doc__), repr(m.other.__doc__))
