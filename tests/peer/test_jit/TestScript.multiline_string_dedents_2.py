import torch

def foo() -> None:
    multiline_string_dedent_1 = '\nThis is a string dedent '
    multiline_string_dedent_2 = ' This is a\n  string dedent '
    multiline_string_dedent_3 = '\n            This is a string\ndedent '
    multiline_string_dedent_4 = ' This is a string dedent '
scripted_foo = torch.jit.script(foo)
print(scripted_foo())
