"""What the site's forms send (`schemas`): the lead body and the API's enums (form kinds, triggers,
languages), the one definition that the lead endpoint, the deliveries, the admin and the audience
counters read.
"""
